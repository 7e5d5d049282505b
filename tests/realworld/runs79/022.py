# Healthy run: model.fit under MirroredStrategy on 2 logical CPU devices, fed by a keras.utils.PyDataset,
# with class_weight for an imbalanced tabular target and BackupAndRestore for preemption safety.
import math, shutil, numpy as np, tensorflow as tf, keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)

class Batches(keras.utils.PyDataset):
    def __init__(self, x, y, batch_size, **kw):
        super().__init__(**kw)
        self.x, self.y, self.bs = x, y, batch_size
        self.idx = np.arange(len(x))
    def __len__(self):
        return len(self.x) // self.bs          # drop the last partial batch
    def __getitem__(self, i):
        j = self.idx[i * self.bs:(i + 1) * self.bs]
        return self.x[j], self.y[j]
    def on_epoch_end(self):
        np.random.shuffle(self.idx)

rng = np.random.default_rng(23)
x = rng.normal(size=(6000, 24)).astype("float32")
y = (x[:, 0] + x[:, 1] * x[:, 2] > 1.2).astype("float32")
print(f"positive rate: {y.mean():.3f}")
cw = {0: 1.0, 1: float((1 - y.mean()) / y.mean())}
print("class_weight:", cw)

with strategy.scope():
    model = keras.Sequential([keras.Input((24,)), layers.Dense(64, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(1, activation="sigmoid")])
    model.compile(keras.optimizers.Adam(2e-3), "binary_crossentropy", metrics=["AUC"])
shutil.rmtree("backup_ctr", ignore_errors=True)
model.fit(Batches(x, y, 128), epochs=6, class_weight=cw, verbose=2,
          callbacks=[keras.callbacks.BackupAndRestore("backup_ctr")])
print("training complete")
