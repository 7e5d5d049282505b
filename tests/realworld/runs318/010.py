"""Port of a torch training loop that used ExponentialLR(gamma=0.9). MindSpore optimizers take the
schedule as a per-step list, so the schedule is precomputed for all steps."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(1)
X = rng.normal(size=(4096, 24)).astype(np.float32)
W1 = rng.normal(size=(24, 6)).astype(np.float32)
Y = (np.sin(X @ W1)).argmax(1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:3584], "y": Y[:3584]}, shuffle=True).batch(32, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()
EPOCHS = 10

base_lr, gamma = 0.05, 0.9
lr_schedule = [base_lr * gamma ** i for i in range(EPOCHS * steps_per_epoch)]

net = nn.SequentialCell(nn.Dense(24, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 6))
opt = nn.Momentum(net.trainable_params(), learning_rate=lr_schedule, momentum=0.9)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
print(f"steps/epoch {steps_per_epoch}, epochs {EPOCHS}")
for epoch in range(EPOCHS):
    net.set_train(True)
    losses = [float(step(x, y).asnumpy()) for x, y in train.create_tuple_iterator()]
    net.set_train(False)
    acc = float((net(ms.Tensor(X[3584:])).asnumpy().argmax(1) == Y[3584:]).mean())
    print(f"epoch {epoch} loss {np.mean(losses):.4f} val_acc {acc:.3f}")
