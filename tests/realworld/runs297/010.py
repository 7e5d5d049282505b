import os, json, numpy as np
# torchrun-style launch: RANK comes from the launcher, cluster list from the job config
WORKERS = ["localhost:23456", "localhost:23457", "localhost:23458"]
rank = int(os.environ.get("RANK", "0"))
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": WORKERS}, "task": {"type": "worker", "index": rank}})
import tensorflow as tf, keras
from keras import layers

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"rank {rank}: num_replicas_in_sync = {strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 20)).astype("float32")
Y = np.argmax(X @ rng.normal(size=(20, 4)).astype("float32"), 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(4096, seed=0).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(128, activation="relu"), layers.Dense(4)])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print(f"rank {rank}: starting training", flush=True)
model.fit(ds, epochs=3, verbose=2 if rank == 0 else 0)
if rank == 0:
    model.save_weights("mwms_final.weights.h5")
