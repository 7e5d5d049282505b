# Multi-worker data-parallel training on CPU (tf.distribute.MultiWorkerMirroredStrategy).
# Cluster spec written for a 2-worker job; each worker is started as: python 009.py <task_index>
import os, sys, json
task_index = int(sys.argv[1]) if len(sys.argv) > 1 else 0
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23571", "localhost:23572"]},
    "task": {"type": "worker", "index": task_index},
})
import numpy as np, tensorflow as tf, keras
from keras import layers

print(f"worker {task_index} starting, TF {tf.__version__}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync", strategy.num_replicas_in_sync, flush=True)
global_batch = 64 * strategy.num_replicas_in_sync
rng = np.random.default_rng(9)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, 0] > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).repeat().batch(global_batch)
with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print("training finished", flush=True)
