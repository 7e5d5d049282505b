# Character-level name classifier; batches padded with batch(pad_info=...) as in the MindSpore 1.x tutorial
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
NAMES = [("anna", 0), ("maria", 0), ("sofia", 0), ("olga", 0), ("ivan", 1), ("piotr", 1),
         ("johannes", 1), ("luca", 1), ("elena", 0), ("tomasz", 1)] * 30
chars = sorted({c for n, _ in NAMES for c in n})
c2i = {c: i + 1 for i, c in enumerate(chars)}

def gen():
    for name, y in NAMES:
        yield np.array([c2i[c] for c in name], np.int32), np.int32(y)

data = ds.GeneratorDataset(gen, ["chars", "label"], shuffle=True)
data = data.batch(32, drop_remainder=True, pad_info={"chars": ([12], 0)})

class CharCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(c2i) + 1, 16)
        self.conv = nn.Conv1d(16, 32, 3, pad_mode="same")
        self.fc = nn.Dense(32, 2)
    def construct(self, x):
        h = self.conv(self.emb(x).transpose(0, 2, 1)).max(axis=2)
        return self.fc(h)

net = CharCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(x, y); opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
