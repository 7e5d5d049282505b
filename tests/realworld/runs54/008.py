# Char-level RNN language model ported from the classic PyTorch example: the forward unrolls the
# recurrence over the full BPTT window with a Python while loop. Window raised to 1200 chars for long context.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

text = ("the quick brown fox jumps over the lazy dog. " * 80)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
V, H, BPTT = len(chars), 32, 1200


class CharRNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H)
        self.i2h = nn.Dense(2 * H, H)
        self.h2o = nn.Dense(H, V)
        self.bptt = BPTT

    def construct(self, x):
        emb = self.embed(x)
        h = ops.zeros((x.shape[0], H), ms.float32)
        logits = ops.zeros((x.shape[0], V), ms.float32)
        t = 0
        while t < self.bptt:
            h = ops.tanh(self.i2h(ops.concat((emb[:, t], h), -1)))
            t += 1
        return self.h2o(h)


model = CharRNN()
ids = np.array([stoi[c] for c in text], dtype=np.int32)
x = ms.Tensor(np.stack([ids[i:i + BPTT] for i in range(0, 4 * 50, 50)]))
y = ms.Tensor(np.array([ids[i + BPTT] for i in range(0, 4 * 50, 50)], dtype=np.int32))
print("dataset chars:", len(ids), "vocab:", V, "window:", BPTT)
net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), nn.Adam(model.trainable_params(), 1e-3))
for step in range(5):
    print(f"step {step} loss {net(x, y)}")
