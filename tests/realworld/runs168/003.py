"""Coordinator (chief) for ParameterServerStrategy training of a CTR model.
The worker and ps tasks are started by the cluster job on the other hosts (see TF_CONFIG)."""
import json
import os
import time

os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {
        "chief": ["localhost:23401"],
        "worker": ["localhost:23402", "localhost:23404"],
        "ps": ["localhost:23403"],
    },
    "task": {"type": "chief", "index": 0},
}))

import numpy as np
import tensorflow as tf
import keras

print("TF", tf.__version__, "| TF_CONFIG cluster:", json.loads(os.environ["TF_CONFIG"])["cluster"], flush=True)

resolver = tf.distribute.cluster_resolver.TFConfigClusterResolver()
print("task:", resolver.task_type, resolver.task_id, "| connecting to cluster ...", flush=True)
t0 = time.time()
strategy = tf.distribute.ParameterServerStrategy(
    resolver,
    variable_partitioner=tf.distribute.experimental.partitioners.MinSizePartitioner(
        min_shard_bytes=256 << 10, max_shards=1))
print(f"strategy ready after {time.time() - t0:.1f}s, ps shards:", strategy.extended._num_ps, flush=True)

N_FEATS = 32
with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(N_FEATS,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer=keras.optimizers.Adagrad(0.05), loss="binary_crossentropy",
                  metrics=["auc"], steps_per_execution=10)


def dataset_fn(input_context):
    x = np.random.rand(4096, N_FEATS).astype("float32")
    y = (x[:, :4].sum(1) > 2).astype("float32")
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).repeat()
    return ds.batch(input_context.get_per_replica_batch_size(256)).prefetch(2)


train_data = keras.utils.experimental.DatasetCreator(dataset_fn)
model.fit(train_data, epochs=3, steps_per_epoch=50, verbose=2)
