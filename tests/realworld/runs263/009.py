# Multi-worker data-parallel training of a small MLP with MultiWorkerMirroredStrategy.
# Launched once per worker; TF_CONFIG is written by the launcher (run_009.sh).
import os, json, numpy as np, tensorflow as tf, keras
from keras import layers

tf_config = json.loads(os.environ["TF_CONFIG"])
print("TF_CONFIG:", tf_config, flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(9)
x = rng.normal(size=(4096, 20)).astype("float32")
y = (x[:, :3].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(20,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print("training finished", flush=True)
