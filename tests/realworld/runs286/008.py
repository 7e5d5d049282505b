"""Multi-worker data-parallel training (port of a torchrun/DDP script) with tf.distribute.MultiWorkerMirroredStrategy on CPU.
The launcher sets TF_CONFIG; defaults below are the ones used for the 2-worker run."""
import json
import os
import numpy as np

os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
}))

import tensorflow as tf
import keras

PER_WORKER_BATCH = 64


def make_dataset(global_batch):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8192, 20)).astype("float32")
    w = rng.standard_normal((20, 1)).astype("float32")
    y = (x @ w > 0).astype("float32")
    return tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192).repeat().batch(global_batch)


def build_model():
    return keras.Sequential([
        keras.Input((20,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(1),
    ])


def main():
    tf_config = json.loads(os.environ["TF_CONFIG"])
    print("TF_CONFIG:", tf_config, flush=True)
    strategy = tf.distribute.MultiWorkerMirroredStrategy()
    print("Number of replicas in sync:", strategy.num_replicas_in_sync, flush=True)
    global_batch = PER_WORKER_BATCH * strategy.num_replicas_in_sync
    with strategy.scope():
        model = build_model()
        model.compile(optimizer=keras.optimizers.Adam(1e-3),
                      loss=keras.losses.BinaryCrossentropy(from_logits=True),
                      metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
    print("starting training", flush=True)
    model.fit(make_dataset(global_batch), epochs=3, steps_per_epoch=50, verbose=2)
    print("done", flush=True)


if __name__ == "__main__":
    main()
