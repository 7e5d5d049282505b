"""Character-level LSTM language model, ported from a PyTorch script with a
--warm_start option that re-initialises the network from an earlier checkpoint."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(2)

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(TEXT))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in TEXT], np.int32)
SEQ, VOCAB = 32, len(chars)
print(f"corpus chars {len(data)}, vocab {VOCAB}")


class CharWindows:
    def __init__(self, arr):
        self.arr = arr

    def __getitem__(self, i):
        return self.arr[i:i + SEQ], self.arr[i + 1:i + SEQ + 1]

    def __len__(self):
        return len(self.arr) - SEQ - 1


class CharLM(nn.Cell):
    def __init__(self, vocab, emb=32, hidden=96):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.lstm = nn.LSTM(emb, hidden, num_layers=1, batch_first=True)
        self.proj = nn.Dense(hidden, vocab)

    def construct(self, x):
        h, _ = self.lstm(self.embed(x))
        return self.proj(h)


train_ds = ds.GeneratorDataset(CharWindows(data), ["input_ids", "labels"], shuffle=True)
train_ds = train_ds.batch(64, drop_remainder=True)

model = CharLM(VOCAB)
optimizer = nn.Adam(model.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()

# warm start from the init checkpoint (torch: model.load_state_dict(torch.load(...)))
init_ckpt = "charlm_init.ckpt"
if not os.path.exists(init_ckpt):
    ms.save_checkpoint(CharLM(VOCAB), init_ckpt)
model = CharLM(VOCAB)
not_loaded, _ = ms.load_param_into_net(model, ms.load_checkpoint(init_ckpt))
print("warm start from", init_ckpt, "missing:", not_loaded)


def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits.reshape(-1, VOCAB), y.reshape(-1))


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(4):
    model.set_train()
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {losses[-1]:.4f} ppl {np.exp(losses[-1]):.2f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
ms.save_checkpoint(model, "charlm_final.ckpt")
