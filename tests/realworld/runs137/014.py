"""AMP (O2) training with a fixed loss scale via Model.train, then save / reload the weights and evaluate."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, FixedLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(21)

rng = np.random.default_rng(21)
N, F, C = 1200, 24, 5
centers = rng.normal(0, 2.0, (C, F)).astype(np.float32)
lab = rng.integers(0, C, N).astype(np.int32)
X = (centers[lab] + rng.normal(size=(N, F))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X[:1000], "y": lab[:1000]}, shuffle=True).batch(50, drop_remainder=True)
test = ds.NumpySlicesDataset({"x": X[1000:], "y": lab[1000:]}, shuffle=False).batch(50)


def build():
    return nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, C))


net = build()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9, loss_scale=128.0)
model = Model(net, loss_fn, opt, metrics={"acc"}, amp_level="O2",
              loss_scale_manager=FixedLossScaleManager(128.0, drop_overflow_update=False))
model.train(4, train, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("test metrics:", model.eval(test, dataset_sink_mode=False))

ms.save_checkpoint(net, "./amp_clf_014.ckpt")
fresh = build()
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint("./amp_clf_014.ckpt"))
print("params not loaded:", not_loaded)
fresh_model = Model(fresh, loss_fn, metrics={"acc"})
print("reloaded test metrics:", fresh_model.eval(test, dataset_sink_mode=False))
