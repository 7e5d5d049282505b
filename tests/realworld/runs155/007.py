"""Activity recognition from accelerometer windows; features and labels come from separate .npy exports."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)

N_CLS, WIN = 6, 48


def export(n):
    """stands in for np.load('X_train.npy'), np.load('y_train.npy')"""
    y = rng.integers(0, N_CLS, n).astype(np.int32)
    freq = 1.0 + y[:, None]
    t = np.arange(WIN)[None, :]
    x = np.sin(freq * t * 0.2) + 0.3 * rng.normal(size=(n, WIN))
    return x.astype(np.float32), y


X_train, y_train = export(1536)
X_val, y_val = export(384)


def make_loader(x, y, training):
    xs = ds.NumpySlicesDataset({"signal": x}, shuffle=False)
    ys = ds.NumpySlicesDataset({"label": y}, shuffle=False)
    if training:
        xs = xs.shuffle(buffer_size=len(x))   # tf.data habit: shuffle the input stream
    loader = ds.zip((xs, ys))
    return loader.batch(64, drop_remainder=training)


train_ds = make_loader(X_train, y_train, True)
val_ds = make_loader(X_val, y_val, False)

net = nn.SequentialCell(nn.Dense(WIN, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 64), nn.ReLU(),
                        nn.Dense(64, N_CLS))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3),
                 metrics={"accuracy": Accuracy()})

for epoch in range(1, 7):
    model.train(1, train_ds, callbacks=[LossMonitor(12)], dataset_sink_mode=False)
    metrics = model.eval(val_ds, dataset_sink_mode=False)
    print(f"Epoch {epoch}/6 - val_accuracy: {metrics['accuracy']:.4f}")
