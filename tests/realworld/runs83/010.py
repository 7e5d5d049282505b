# SimCLR-style two-view pipeline: decode once, cache features on local disk, build two augmented views
import os, glob
import numpy as np
import tensorflow as tf

CACHE = "/tmp/runs83_010_cache/features"
os.makedirs(os.path.dirname(CACHE), exist_ok=True)
for f in glob.glob(CACHE + "*"):
    os.remove(f)

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 32)).astype("float32")

def expensive_decode(x):
    return tf.math.tanh(x) * 2.0

def augment(x):
    return x + tf.random.normal(tf.shape(x), stddev=0.1)

base = (tf.data.Dataset.from_tensor_slices(X)
        .map(expensive_decode, num_parallel_calls=tf.data.AUTOTUNE)
        .cache(CACHE))                               # decode only once, on disk
view1 = base.map(augment)
view2 = base.map(augment)
pairs = tf.data.Dataset.zip((view1, view2)).shuffle(512).batch(128).prefetch(tf.data.AUTOTUNE)

proj = tf.keras.Sequential([tf.keras.Input((32,)), tf.keras.layers.Dense(64, activation="relu"),
                            tf.keras.layers.Dense(16)])
opt = tf.keras.optimizers.Adam(1e-3)

@tf.function
def step(a, b):
    with tf.GradientTape() as tape:
        za = tf.math.l2_normalize(proj(a), -1)
        zb = tf.math.l2_normalize(proj(b), -1)
        logits = tf.matmul(za, zb, transpose_b=True) / 0.1
        labels = tf.range(tf.shape(a)[0])
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels, logits))
    opt.apply_gradients(zip(tape.gradient(loss, proj.trainable_variables), proj.trainable_variables))
    return loss

for epoch in range(3):
    for i, (a, b) in enumerate(pairs):
        loss = step(a, b)
    print(f"epoch {epoch} contrastive loss {float(loss):.4f}")
