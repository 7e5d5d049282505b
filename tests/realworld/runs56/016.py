# Tabular regression port (torch: nn.BatchNorm1d first layer). Train features go through the pipeline,
# the validation split is read separately with np.loadtxt.
import io
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
Xtr = rng.standard_normal((256, 6)).astype(np.float32)
ytr = (Xtr @ np.arange(1, 7) / 6.0).astype(np.float32).reshape(-1, 1)
val_csv = io.StringIO("\n".join(",".join(f"{v:.4f}" for v in row) for row in rng.standard_normal((64, 6))))

net = nn.SequentialCell(nn.BatchNorm1d(6), nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
for epoch in range(3):
    net.set_train(True)
    for i in range(0, 256, 32):
        loss = train(Tensor(Xtr[i:i + 32]), Tensor(ytr[i:i + 32]))
    print(f"epoch {epoch} train mse {loss.asnumpy():.4f}")
    net.set_train(False)
    Xval = np.loadtxt(val_csv if epoch == 0 else io.StringIO(val_csv.getvalue()), delimiter=",")
    pred = net(Tensor(Xval))
    print(f"epoch {epoch} val pred mean {pred.mean().asnumpy():.4f}")
