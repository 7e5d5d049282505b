# Ragged bag-of-tokens classifier: shards read with interleave, cached, shuffled, ragged-batched
import os
import numpy as np
import tensorflow as tf

SHARD_DIR = "/tmp/runs83_023_shards"
os.makedirs(SHARD_DIR, exist_ok=True)
rng = np.random.default_rng(0)
VOCAB = 200
for s in range(4):
    with tf.io.TFRecordWriter(f"{SHARD_DIR}/part-{s}.tfrecord") as w:
        for _ in range(500):
            label = int(rng.integers(0, 2))
            n = int(rng.integers(3, 30))
            lo = 0 if label == 0 else 80
            toks = rng.integers(lo, lo + 100, size=n)
            ex = tf.train.Example(features=tf.train.Features(feature={
                "tokens": tf.train.Feature(int64_list=tf.train.Int64List(value=toks)),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[label]))}))
            w.write(ex.SerializeToString())

spec = {"tokens": tf.io.RaggedFeature(tf.int64), "label": tf.io.FixedLenFeature([], tf.int64)}
def parse(rec):
    ex = tf.io.parse_single_example(rec, spec)
    return ex["tokens"], ex["label"]

files = tf.data.Dataset.list_files(f"{SHARD_DIR}/part-*.tfrecord", shuffle=False)
ds = (files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .cache()
      .shuffle(2000, seed=0)
      .ragged_batch(64)
      .prefetch(tf.data.AUTOTUNE))
print("element_spec:", ds.element_spec)

class BagClassifier(tf.Module):
    def __init__(self):
        super().__init__()
        self.emb = tf.Variable(tf.random.normal([VOCAB, 16], stddev=0.1), name="emb")
        self.w = tf.Variable(tf.zeros([16, 1]), name="w")
        self.b = tf.Variable(tf.zeros([1]), name="b")
    def __call__(self, tokens):                       # tokens: RaggedTensor (B, None)
        vecs = tf.ragged.map_flat_values(tf.nn.embedding_lookup, self.emb, tokens)
        pooled = tf.reduce_mean(vecs, axis=1)         # mean over each example's own length
        return tf.squeeze(pooled @ self.w + self.b, -1)

model = BagClassifier()
opt = tf.keras.optimizers.Adam(0.02)

@tf.function(reduce_retracing=True)
def step(tokens, labels):
    with tf.GradientTape() as tape:
        logits = model(tokens)
        loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(tf.cast(labels, tf.float32), logits))
    opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(logits > 0, tf.int64), labels), tf.float32))
    return loss, acc

for epoch in range(6):
    res = [step(t, l) for t, l in ds]
    print(f"epoch {epoch} loss {np.mean([float(r[0]) for r in res]):.4f} acc {np.mean([float(r[1]) for r in res]):.3f}")
