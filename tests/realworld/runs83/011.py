# tf.data: read many shard files in parallel with interleave
import os
import numpy as np
import tensorflow as tf

SHARD_DIR = "/tmp/runs83_011_shards"
os.makedirs(SHARD_DIR, exist_ok=True)
rng = np.random.default_rng(0)
for s in range(8):
    with open(f"{SHARD_DIR}/part-{s:03d}.csv", "w") as f:
        for _ in range(200):
            row = rng.normal(size=6)
            f.write(",".join(f"{v:.4f}" for v in row) + f",{int(row.sum() > 0)}\n")

files = tf.data.Dataset.list_files(f"{SHARD_DIR}/part-*.csv", shuffle=True, seed=0)

def read_shard(path):
    lines = tf.strings.split(tf.io.read_file(path), "\n")
    lines = lines[:-1]
    cols = tf.io.decode_csv(lines, record_defaults=[[0.0]] * 6 + [[0]])
    return tf.stack(cols[:6], axis=1), cols[6]

ds = (files.interleave(read_shard, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1000).batch(32).prefetch(tf.data.AUTOTUNE))
for xb, yb in ds.take(2):
    print(xb.shape, yb.shape)
