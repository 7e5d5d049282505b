# Healthy: small CNN on synthetic 2-class images, graph mode, Model.train with LossMonitor.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

def gen():
    r = np.random.default_rng(0)
    for _ in range(512):
        y = int(r.integers(0, 2))
        img = r.normal(0, 1, (1, 16, 16)).astype(np.float32)
        if y: img[:, 4:12, 4:12] += 1.5
        yield img, np.int32(y)

train_ds = ds.GeneratorDataset(gen, ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
net = nn.SequentialCell(nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
                        nn.Flatten(), nn.Dense(8 * 8 * 8, 2))
model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=nn.Adam(net.trainable_params(), 1e-3),
              metrics={"acc": nn.Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
eval_ds = ds.GeneratorDataset(gen, ["image", "label"], shuffle=False).batch(64)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
