"""Image-feature classifier; features and labels come from two separate .npy files, as in the original PyTorch Dataset."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(0, 2.5, (4, 32)).astype(np.float32)
lab = rng.integers(0, 4, 4000).astype(np.int32)
feat = (centers[lab] + rng.normal(0, 1.0, (4000, 32))).astype(np.float32)
np.save("train_features.npy", feat[:3200]); np.save("train_labels.npy", lab[:3200])
np.save("val_features.npy", feat[3200:]); np.save("val_labels.npy", lab[3200:])


def build_dataset(prefix, batch_size, shuffle):
    x = ds.NumpySlicesDataset(np.load(f"{prefix}_features.npy"), column_names=["features"], shuffle=False)
    if shuffle:  # augmentation: feature jitter + shuffle buffer
        x = x.map(operations=lambda f: (f + np.random.normal(0, 0.05, f.shape)).astype(np.float32), input_columns=["features"])
        x = x.shuffle(buffer_size=1024)
    y = ds.NumpySlicesDataset(np.load(f"{prefix}_labels.npy"), column_names=["label"], shuffle=False)
    return ds.zip((x, y)).batch(batch_size)


train_ds = build_dataset("train", 64, shuffle=True)
val_ds = build_dataset("val", 100, shuffle=False)
print("train steps per epoch:", train_ds.get_dataset_size(), "val steps:", val_ds.get_dataset_size())

net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 4))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-3), metrics={"accuracy"})

for epoch in range(5):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(25)])
    tr = model.eval(ds.zip((ds.NumpySlicesDataset(np.load("train_features.npy"), column_names=["features"], shuffle=False),
                            ds.NumpySlicesDataset(np.load("train_labels.npy"), column_names=["label"], shuffle=False))).batch(200))
    va = model.eval(val_ds)
    print(f"epoch {epoch + 1}: train_acc={tr['accuracy']:.4f} val_acc={va['accuracy']:.4f}")
