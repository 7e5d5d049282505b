# Tiny char-level LM: trained with MindSpore, then sampled greedily like the PyTorch notebook
# (torch: input_ids = torch.cat([input_ids, next_token[:, None]], dim=-1)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

text = ("the quick brown fox jumps over the lazy dog. " * 60)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}; itos = {i: c for c, i in stoi.items()}
data = np.array([stoi[c] for c in text], dtype=np.int32)
BLOCK, V = 16, len(chars)

def gen():
    for i in range(0, len(data) - BLOCK - 1, 3):
        yield data[i:i + BLOCK], data[i + 1:i + BLOCK + 1]
loader = ds.GeneratorDataset(gen, ["x", "y"], shuffle=True).batch(32, drop_remainder=True)

class CharLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.rnn = nn.GRU(64, 64, batch_first=True)
        self.head = nn.Dense(64, V)
    def construct(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.head(h)

model = CharLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x).reshape(-1, V), y.reshape(-1)), None, opt.parameters)

for epoch in range(3):
    tot, n = 0.0, 0
    for x, y in loader.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    print(f"epoch {epoch} loss {tot / n:.4f}")

print("sampling ...")
model.set_train(False)
prompt = "the quick "
input_ids = ms.Tensor([[stoi[c] for c in prompt]], ms.int32)
for _ in range(30):
    logits = model(input_ids)[:, -1, :]
    next_token = ops.argmax(logits, dim=-1)
    input_ids = ops.cat([input_ids, next_token[:, None]], axis=-1)
print(repr("".join(itos[int(i)] for i in input_ids.asnumpy()[0])))
