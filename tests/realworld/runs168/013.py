"""Image-tagging fine-tune; the run config was written for the 2-GPU training box and the
job was scheduled onto a CPU node of the cluster."""
import json
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cfg = json.loads("""{
  "devices": ["/gpu:0", "/gpu:1"],
  "global_batch_size": 64,
  "epochs": 5,
  "lr": 0.001
}""")
print("run config:", cfg)
print("physical GPUs:", tf.config.list_physical_devices("GPU"))
print("physical CPUs:", tf.config.list_physical_devices("CPU"))

strategy = tf.distribute.MirroredStrategy(devices=cfg["devices"])
print("MirroredStrategy replicas in sync:", strategy.num_replicas_in_sync, flush=True)

rng = np.random.default_rng(8)
x = rng.random((1024, 32, 32, 3)).astype("float32")
y = (x[:, :16, :, 0].mean(axis=(1, 2)) > x[:, 16:, :, 0].mean(axis=(1, 2))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(cfg["global_batch_size"]).prefetch(2)

with strategy.scope():
    model = keras.Sequential([
        keras.Input((32, 32, 3)),
        layers.Conv2D(16, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, activation="relu"),
        layers.GlobalAveragePooling2D(),
        layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer=keras.optimizers.Adam(cfg["lr"]), loss="binary_crossentropy",
                  metrics=["accuracy"])

t0 = time.time()
print("starting fit", flush=True)
model.fit(ds, epochs=cfg["epochs"], verbose=2)
print(f"done in {time.time() - t0:.0f}s")
