"""Write tokenised sequences to TFRecord shards, read them back, train a GRU tagger with a custom
GradientTape loop, a warmup+cosine schedule and tf.train.CheckpointManager."""
import os, glob, math, random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(6); random.seed(6)
ROOT = "/home/user/project"; os.makedirs(ROOT, exist_ok=True)
VOCAB, N_TAGS, MAXLEN, BATCH, EPOCHS = 500, 5, 30, 32, 3

# ---- 1. write shards ----
def example(tokens, tags):
    return tf.train.Example(features=tf.train.Features(feature={
        "tokens": tf.train.Feature(int64_list=tf.train.Int64List(value=tokens)),
        "tags": tf.train.Feature(int64_list=tf.train.Int64List(value=tags)),
    })).SerializeToString()

n_written = 0
for shard in range(4):
    with tf.io.TFRecordWriter(f"{ROOT}/train-{shard:05d}-of-00004.tfrecord") as w:
        for _ in range(400):
            L = random.randint(5, MAXLEN)
            toks = np.random.randint(1, VOCAB, L)
            tags = (toks % N_TAGS).tolist()          # learnable tag rule
            w.write(example(toks.tolist(), tags)); n_written += 1
print(f"wrote {n_written} examples to {len(glob.glob(ROOT + '/*.tfrecord'))} shards")

# ---- 2. read ----
spec = {"tokens": tf.io.VarLenFeature(tf.int64), "tags": tf.io.VarLenFeature(tf.int64)}
def parse(rec):
    ex = tf.io.parse_single_example(rec, spec)
    return tf.sparse.to_dense(ex["tokens"]), tf.sparse.to_dense(ex["tags"])

files = sorted(glob.glob(f"{ROOT}/train-*.tfrecord"))
ds = (tf.data.TFRecordDataset(files).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1000, seed=6)
      .padded_batch(BATCH, padded_shapes=([MAXLEN], [MAXLEN]), drop_remainder=True)
      .prefetch(tf.data.AUTOTUNE))
steps_per_epoch = n_written // BATCH
print("steps per epoch:", steps_per_epoch)

# ---- 3. model ----
inp = keras.Input((MAXLEN,), dtype="int64")
h = layers.Embedding(VOCAB, 32, mask_zero=True)(inp)
h = layers.Bidirectional(layers.GRU(32, return_sequences=True))(h)
logits = layers.Dense(N_TAGS)(h)
model = keras.Model(inp, logits)

total = steps_per_epoch * EPOCHS
sched = keras.optimizers.schedules.CosineDecay(0.0, decay_steps=total - 20, warmup_target=3e-3, warmup_steps=20)
opt = keras.optimizers.Adam(sched)
loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
mgr = tf.train.CheckpointManager(ckpt, f"{ROOT}/ckpt", max_to_keep=2)

@tf.function
def train_step(x, y):
    mask = tf.cast(tf.not_equal(x, 0), tf.float32)
    with tf.GradientTape() as tape:
        lg = model(x, training=True)
        per_tok = loss_obj(y, lg)
        loss = tf.reduce_sum(per_tok * mask) / tf.reduce_sum(mask)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(lg, -1), y), tf.float32) * mask) / tf.reduce_sum(mask)
    return loss, acc

for epoch in range(EPOCHS):
    losses, accs = [], []
    for x, y in ds:
        l, a = train_step(x, y); losses.append(float(l)); accs.append(float(a))
        it = int(opt.iterations)
        if it % 20 == 0:
            print(f"step {it:4d} loss {float(l):.4f} token_acc {float(a):.3f} lr {float(sched(it)):.2e}")
    path = mgr.save()
    print(f"epoch {epoch + 1}/{EPOCHS} mean_loss {np.mean(losses):.4f} token_acc {np.mean(accs):.3f} saved {path}")
print("final token accuracy: %.3f" % np.mean(accs[-10:]))
