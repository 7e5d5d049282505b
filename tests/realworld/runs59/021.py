# healthy: train, export to MINDIR, serve with GraphCell and compare with eager outputs
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_seed(0); np.random.seed(0)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 5e-3))
X = np.random.randn(600, 16).astype(np.float32); y = X[:, :3].argmax(1).astype(np.int32)
for i in range(120):
    idx = np.random.randint(0, 600, 32)
    l = step(Tensor(X[idx]), Tensor(y[idx]))
    if i % 20 == 0 or i == 119:
        print(f"step {i} loss {l.asnumpy():.4f}")
net.set_train(False)
sample = Tensor(X[:32])
ms.export(net, sample, file_name="healthy_021", file_format="MINDIR")
served = nn.GraphCell(ms.load("healthy_021.mindir"))
diff = np.abs(served(sample).asnumpy() - net(sample).asnumpy()).max()
print("exported healthy_021.mindir; max |served - eager| =", diff)
print("served accuracy", (served(sample).asnumpy().argmax(1) == y[:32]).mean())
