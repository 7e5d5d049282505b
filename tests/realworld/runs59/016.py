# continue training the deployed MINDIR (no python model class on the training box)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2)); net.set_train(False)
ms.export(net, Tensor(np.zeros((16, 10), np.float32)), file_name="deployed", file_format="MINDIR")
model = nn.GraphCell(ms.load("deployed.mindir"))
params = model.trainable_params()
print("trainable params in GraphCell:", len(params), [p.name for p in params][:4])
opt = nn.Adam(params, learning_rate=1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(model, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
X = np.random.randn(16, 10).astype(np.float32); y = np.random.randint(0, 2, 16).astype(np.int32)
for i in range(5):
    print("step", i, "loss", step(Tensor(X), Tensor(y)))
