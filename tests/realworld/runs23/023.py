# Small CNN on synthetic 16x16 images with Model.train, ModelCheckpoint, then reload the checkpoint and evaluate
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0); np.random.seed(0)

def make(n):
    x = np.random.randn(n, 1, 16, 16).astype(np.float32) * 0.3
    y = np.random.randint(0, 2, n).astype(np.int32)
    x[y == 1, :, 4:12, 4:12] += 1.0        # class 1 has a bright square
    return x, y

xtr, ytr = make(512); xte, yte = make(128)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32)
test_ds = ds.NumpySlicesDataset({"image": xte, "label": yte}, shuffle=False).batch(32)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(1, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                                      nn.Flatten(), nn.Dense(8 * 8 * 8, 2))
    def construct(self, x):
        return self.body(x)

net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
ckpt_cb = ModelCheckpoint(prefix="cnn", directory="./ckpt", config=CheckpointConfig(save_checkpoint_steps=16, keep_checkpoint_max=2))
model.train(2, train_ds, callbacks=[LossMonitor(4), ckpt_cb], dataset_sink_mode=False)
print("checkpoints:", sorted(os.listdir("./ckpt")))

net2 = Net()
not_loaded, _ = ms.load_param_into_net(net2, ms.load_checkpoint("./ckpt/cnn-2_16.ckpt"))
print("params not loaded:", not_loaded)
print("eval:", Model(net2, loss, metrics={"acc": Accuracy()}).eval(test_ds, dataset_sink_mode=False))
