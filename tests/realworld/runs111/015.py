# Transfer learning: pretrain a BN-CNN on 6 classes, save it, then build a 3-class model, load the
# backbone weights (dropping the old classification head) and fine-tune with Model.train + eval.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2)

class Net(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.backbone = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
            nn.Flatten())
        self.dropout = nn.Dropout(p=0.2)
        self.head = nn.Dense(16, num_classes)

    def construct(self, x):
        return self.head(self.dropout(self.backbone(x)))

def data(n, n_cls, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_cls, n).astype(np.int32)
    x = rng.normal(size=(n, 1, 12, 12)).astype(np.float32)
    x[np.arange(n), 0, y, :] += 1.0
    return x, y

x6, y6 = data(960, 6, 0)
pre_ds = ds.NumpySlicesDataset({"image": x6, "label": y6}, shuffle=True).batch(32, drop_remainder=True)
pre = Net(6)
Model(pre, nn.CrossEntropyLoss(), nn.Adam(pre.trainable_params(), 3e-3)).train(
    2, pre_ds, callbacks=[LossMonitor(15)], dataset_sink_mode=False)
ms.save_checkpoint(pre, "pretrain_6cls_015.ckpt")

params = ms.load_checkpoint("pretrain_6cls_015.ckpt")
params = {k: v for k, v in params.items() if not k.startswith("head.")}
net = Net(3)
not_loaded, unused = ms.load_param_into_net(net, params)
print("not loaded (new head):", not_loaded)

x3, y3 = data(640, 3, 1)
tr = ds.NumpySlicesDataset({"image": x3[:512], "label": y3[:512]}, shuffle=True).batch(32, drop_remainder=True)
va = ds.NumpySlicesDataset({"image": x3[512:], "label": y3[512:]}, shuffle=False).batch(64)
steps = tr.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 2e-3, 3 * steps, steps, 3)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=lr), metrics={"accuracy", "loss"})
model.train(3, tr, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print("fine-tune eval:", model.eval(va, dataset_sink_mode=False))
