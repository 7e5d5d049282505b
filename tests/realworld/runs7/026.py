# nn.Dropout(0.1) written as in PyTorch (p=0.1); in MindSpore the first positional argument is keep_prob, so 90% of
# the activations are dropped during training. Loss printed per epoch by a Model.train loop with eval accuracy.
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback
ms.set_device("CPU")
ms.set_seed(2)
rng = np.random.default_rng(2)
x = rng.normal(size=(1024, 20)).astype(np.float32)
y = ((x[:, :5] ** 2).sum(1) > 5).astype(np.int32) + (x[:, 5] > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(20, 128), nn.ReLU(), nn.Dropout(0.1), nn.Dense(128, 128), nn.ReLU(),
                        nn.Dropout(0.1), nn.Dense(128, 3))
train = ds.NumpySlicesDataset({"x": x[:896], "y": y[:896]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": x[896:], "y": y[896:]}, shuffle=False).batch(128)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc", "loss"})
class EvalEachEpoch(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} train loss {float(cb.net_outputs.asnumpy()):.4f} val {model.eval(val, dataset_sink_mode=False)}", flush=True)
model.train(8, train, callbacks=[EvalEachEpoch()], dataset_sink_mode=False)
