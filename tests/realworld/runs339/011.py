"""Image-feature classifier on pre-extracted features (features and labels stored as separate .npy files), Model.train + LossMonitor."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as de

ms.set_device("CPU")
ms.set_seed(9)

FEAT_DIM, NUM_CLASSES, N_TRAIN, N_VAL = 64, 5, 2000, 500

# ---- generated "pre-extracted CNN features" written to disk once ----
if not os.path.exists("train_features.npy"):
    r = np.random.default_rng(9)
    protos = r.normal(size=(NUM_CLASSES, FEAT_DIM)).astype(np.float32)
    for split, n in (("train", N_TRAIN), ("val", N_VAL)):
        y = r.integers(0, NUM_CLASSES, size=n).astype(np.int32)
        x = (protos[y] + r.normal(scale=1.5, size=(n, FEAT_DIM))).astype(np.float32)
        np.save(f"{split}_features.npy", x)
        np.save(f"{split}_labels.npy", y)


def build_dataset(split, batch_size, shuffle):
    features = de.NumpySlicesDataset(np.load(f"{split}_features.npy"), column_names=["features"], shuffle=shuffle)
    labels = de.NumpySlicesDataset(np.load(f"{split}_labels.npy"), column_names=["label"], shuffle=shuffle)
    ds = de.zip((features, labels))
    return ds.batch(batch_size, drop_remainder=shuffle)


train_ds = build_dataset("train", 64, shuffle=True)
val_ds = build_dataset("val", 100, shuffle=False)

net = nn.SequentialCell([nn.Dense(FEAT_DIM, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, NUM_CLASSES)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy", "loss"})

print(f"train batches: {train_ds.get_dataset_size()}, val batches: {val_ds.get_dataset_size()}")
for epoch in range(5):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(10)], dataset_sink_mode=False)
    metrics = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch + 1} val: {metrics}")
