# MNIST-like digit MLP: Dropout(p=0.2) after each hidden layer; Keras-style epoch lines
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)
protos = rng.normal(size=(10, 64)).astype(np.float32)
y = rng.integers(0, 10, size=3000).astype(np.int32)
x = (protos[y] + 1.6 * rng.normal(size=(3000, 64))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:2500], "y": y[:2500]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[2500:], "y": y[2500:]}, shuffle=False).batch(100)

net = nn.SequentialCell(
    nn.Dense(64, 256), nn.ReLU(), nn.Dropout(p=0.2),
    nn.Dense(256, 256), nn.ReLU(), nn.Dropout(p=0.2),
    nn.Dense(256, 10))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})

class KerasLog(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        tr = model.eval(train, dataset_sink_mode=False)["accuracy"]
        va = model.eval(val, dataset_sink_mode=False)["accuracy"]
        n = train.get_dataset_size()
        print(f"Epoch {cb.cur_epoch_num}/{cb.epoch_num}")
        print(f"{n}/{n} [==============================] - loss: {float(cb.net_outputs.asnumpy()):.4f} - accuracy: {tr:.4f} - val_accuracy: {va:.4f}", flush=True)

model.train(8, train, callbacks=[KerasLog()], dataset_sink_mode=False)
