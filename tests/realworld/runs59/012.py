# export after training, torch habit: model.eval() forgotten before torch.jit.trace
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_seed(1)
class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 128); self.drop = nn.Dropout(p=0.5); self.fc2 = nn.Dense(128, 4)
    def construct(self, x):
        return self.fc2(self.drop(ops_relu(self.fc1(x))))
ops_relu = nn.ReLU()
net = Classifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()
X = np.random.randn(512, 32).astype(np.float32); y = (X[:, :4].argmax(1)).astype(np.int32)
for i in range(100):
    idx = np.random.randint(0, 512, 64)
    l = train(Tensor(X[idx]), Tensor(y[idx]))
    if i % 25 == 0:
        print(f"step {i} loss {l.asnumpy():.4f}")
sample = Tensor(X[:8])
ms.export(net, sample, file_name="classifier", file_format="MINDIR")
served = nn.GraphCell(ms.load("classifier.mindir"))
a = served(sample).asnumpy(); b = served(sample).asnumpy()
print("served call 1 argmax", a.argmax(1))
print("served call 2 argmax", b.argmax(1))
print("max diff between two identical calls", np.abs(a - b).max())
net.set_train(False)
print("eager eval argmax   ", net(sample).asnumpy().argmax(1))
