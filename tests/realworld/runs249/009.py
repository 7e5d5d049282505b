# Port of a torchrun DDP training script to tf.distribute.MultiWorkerMirroredStrategy.
import json, os, sys
import numpy as np

rank = int(sys.argv[1]) if len(sys.argv) > 1 else 0
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": rank},
})
import tensorflow as tf
import keras

print(f"[rank {rank}] TF {tf.__version__}, Keras {keras.__version__}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] num_replicas_in_sync = {strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([
        keras.Input((32,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.AdamW(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"[rank {rank}] training done", flush=True)
