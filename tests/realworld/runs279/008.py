"""MLP classifier on synthetic clusters; checkpoint every epoch, reload best and evaluate."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class MLP(nn.Cell):
    def __init__(self, d=24, h=64, k=4):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(d, h), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(h, k)])

    def construct(self, x):
        return self.net(x)


rng = np.random.default_rng(0)
centers = rng.normal(scale=1.2, size=(4, 24)).astype(np.float32)
y = rng.integers(0, 4, 3000).astype(np.int32)
x = (centers[y] + rng.normal(size=(3000, 24))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:2500], "y": y[:2500]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": x[2500:], "y": y[2500:]}, shuffle=False).batch(100)

net = MLP()
lr = nn.cosine_decay_lr(1e-4, 3e-3, total_step=5 * train.get_dataset_size(),
                        step_per_epoch=train.get_dataset_size(), decay_epoch=5)
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01),
                 metrics={"accuracy", "loss"})
ckpt_cb = ms.ModelCheckpoint(prefix="mlp", directory="ckpt_008",
                             config=ms.CheckpointConfig(save_checkpoint_steps=train.get_dataset_size(),
                                                        keep_checkpoint_max=2))
for epoch in range(5):
    model.train(1, train, callbacks=[ms.LossMonitor(20), ckpt_cb])
    print(f"epoch {epoch + 1} val {model.eval(val)}", flush=True)

fresh = MLP()
not_loaded, ckpt_not_loaded = ms.load_param_into_net(fresh, ms.load_checkpoint(ckpt_cb.latest_ckpt_file_name))
print("reloaded", ckpt_cb.latest_ckpt_file_name, "missing:", not_loaded)
fresh.set_train(False)
m2 = ms.Model(fresh, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"accuracy"})
print("reloaded val", m2.eval(val))
