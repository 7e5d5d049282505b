# Port of a torch MLP whose init function set every Linear to zeros ("deterministic init for the unit test")
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import Zero
import mindspore.dataset as ds
from mindspore.train import Model, Callback, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)
X = rng.normal(size=(2000, 20)).astype(np.float32)
W = rng.normal(size=(20, 4)).astype(np.float32)
Y = np.argmax(X @ W, axis=1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1600], "y": Y[:1600]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1600:], "y": Y[1600:]}, shuffle=False).batch(100)

def dense(i, o):
    return nn.Dense(i, o, weight_init=Zero(), bias_init=Zero())

net = nn.SequentialCell(dense(20, 128), nn.ReLU(), dense(128, 64), nn.ReLU(), dense(64, 4))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy": Accuracy()})

class EpochLog(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = model.eval(val, dataset_sink_mode=False)["accuracy"]
        print(f"Epoch {cb.cur_epoch_num}/{cb.epoch_num} - loss: {float(cb.net_outputs.asnumpy()):.4f} - val_accuracy: {acc:.4f}", flush=True)

model.train(8, train, callbacks=[EpochLog()], dataset_sink_mode=False)
print("training done")
