# Multi-worker smoke test: this process is worker 0 of a 2-worker cluster; worker 1 (on the second VM)
# was supposed to be started by the job script with the same TF_CONFIG but index 1.
import json, os, time, numpy as np
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
})
import tensorflow as tf, keras
from keras import layers

print(time.strftime("%H:%M:%S"), "creating MultiWorkerMirroredStrategy")
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(time.strftime("%H:%M:%S"), "replicas in sync:", strategy.num_replicas_in_sync)
with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(32, activation="relu"), layers.Dense(1)])
    model.compile("adam", "mse")
x = np.random.rand(1024, 20).astype("float32"); y = x.sum(1, keepdims=True)
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
print(time.strftime("%H:%M:%S"), "done")
