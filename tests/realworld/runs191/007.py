"""Tiny character-level GRU language model: GeneratorDataset -> map -> batch, jit-compiled train step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(42)

text = ("the quick brown fox jumps over the lazy dog. " * 60)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
SEQ, V = 24, len(chars)

def windows():
    for i in range(0, len(data) - SEQ - 1, 7):
        yield (data[i:i + SEQ + 1],)

def split_xy(chunk):
    return chunk[:-1], chunk[1:]

train = (ds.GeneratorDataset(windows, ["chunk"], shuffle=True)
         .map(split_xy, input_columns=["chunk"], output_columns=["x", "y"])
         .batch(16, drop_remainder=True))

class CharLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)
        self.rnn = nn.GRU(32, 64, batch_first=True)
        self.head = nn.Dense(64, V)
    def construct(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.head(h)

net = CharLM()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
ce = nn.CrossEntropyLoss()

def forward(x, y):
    logits = net(x)
    return ce(logits.reshape(-1, V), y.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

steps = train.get_dataset_size()
for epoch in range(3):
    losses = []
    for i, (x, y) in enumerate(train.create_tuple_iterator()):
        losses.append(float(train_step(x, y).asnumpy()))
        if (i + 1) % 8 == 0:
            print(f"Epoch {epoch + 1}/3 - step {i + 1}/{steps} - loss: {np.mean(losses[-8:]):.4f}")
    print(f"Epoch {epoch + 1}/3 done - mean loss {np.mean(losses):.4f} - ppl {np.exp(np.mean(losses)):.2f}")
