# GRAPH_MODE classifier; static input shapes declared with set_inputs (copied from the export script) to avoid recompiles
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
BATCH, SEQ = 32, 20
rng = np.random.default_rng(0)
ids = rng.integers(1, 1000, size=(1000, SEQ)).astype(np.int32)     # 1000 reviews -> 31 full batches + 8
lab = (ids[:, :3].mean(1) > 500).astype(np.int32)
loader = ds.NumpySlicesDataset({"ids": ids, "y": lab}, shuffle=True).batch(BATCH)   # torch DataLoader(drop_last=False)

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = Clf()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 3e-3))
train_net.set_inputs(Tensor(shape=[BATCH, SEQ], dtype=ms.int32), Tensor(shape=[BATCH], dtype=ms.int32))
train_net.set_train()
for epoch in range(3):
    for step, (x, t) in enumerate(loader.create_tuple_iterator()):
        loss = train_net(x, t)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"epoch {epoch} finished")
