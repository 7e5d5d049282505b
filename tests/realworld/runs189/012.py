"""5-class tabular classifier. LR schedule ported from torch StepLR(step_size=1, gamma=0.5) stepped once per epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(5)

rng = np.random.default_rng(1)
W = rng.normal(size=(30, 5))
x = rng.normal(size=(4000, 30)).astype(np.float32)
y = np.argmax(x @ W + 0.3 * rng.normal(size=(4000, 5)), 1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x[:3200], "y": y[:3200]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[3200:], "y": y[3200:]}, shuffle=False).batch(200)

EPOCHS = 10
steps = train.get_dataset_size()
# StepLR(step_size=1, gamma=0.5): halve the LR every epoch
lr = nn.exponential_decay_lr(learning_rate=0.05, decay_rate=0.5, total_step=EPOCHS * steps,
                             step_per_epoch=1, decay_epoch=1, is_stair=True)

net = nn.SequentialCell(nn.Dense(30, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 5))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9), metrics={"acc"})

class ValEachEpoch(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num}: val {model.eval(val, dataset_sink_mode=False)}", flush=True)

model.train(EPOCHS, train, callbacks=[LossMonitor(steps), ValEachEpoch()], dataset_sink_mode=False)
