"""Unsupervised domain adaptation with Batch Nuclear-norm Maximization (BNM), mixed precision, custom loop.
Port of the PyTorch reference: loss = CE(source) - lambda * ||softmax(target_logits)||_* / B"""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(8)
keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(8)

NUM_CLASSES, D, B, LAMBDA = 6, 40, 64, 0.5
centers = rng.normal(scale=1.5, size=(NUM_CLASSES, D)).astype("float32")
shift = rng.normal(scale=0.8, size=(D,)).astype("float32")


def domain(n, target=False):
    y = rng.integers(0, NUM_CLASSES, size=n).astype("int32")
    x = centers[y] + rng.normal(size=(n, D))
    if target:
        x = 1.3 * x + shift
    return x.astype("float32"), y


xs, ys = domain(6000)
xt, yt = domain(6000, target=True)
src = tf.data.Dataset.from_tensor_slices((xs, ys)).shuffle(6000).batch(B, drop_remainder=True)
tgt = tf.data.Dataset.from_tensor_slices(xt).shuffle(6000).batch(B, drop_remainder=True)
train_ds = tf.data.Dataset.zip((src, tgt)).prefetch(2)

feature_extractor = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(128, activation="relu"),
], name="features")
classifier = keras.layers.Dense(NUM_CLASSES, name="classifier")
classifier.build((None, 128))
variables = feature_extractor.trainable_variables + classifier.trainable_variables
optimizer = keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(0.01, momentum=0.9, nesterov=True))
ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x_src, y_src, x_tgt):
    with tf.GradientTape() as tape:
        logits_src = classifier(feature_extractor(x_src, training=True))
        logits_tgt = classifier(feature_extractor(x_tgt, training=True))
        cls_loss = ce(y_src, logits_src)
        softmax_tgt = tf.nn.softmax(logits_tgt, axis=1)
        nuclear = tf.reduce_sum(tf.linalg.svd(softmax_tgt, compute_uv=False))
        bnm_loss = -nuclear / tf.cast(tf.shape(x_tgt)[0], nuclear.dtype)
        loss = cls_loss + LAMBDA * tf.cast(bnm_loss, cls_loss.dtype)
        scaled = optimizer.scale_loss(loss)
    grads = tape.gradient(scaled, variables)
    optimizer.apply_gradients(zip(grads, variables))
    return cls_loss, bnm_loss


for epoch in range(3):
    for it, ((x_src, y_src), x_tgt) in enumerate(train_ds):
        cls_loss, bnm_loss = train_step(x_src, y_src, x_tgt)
        if it % 25 == 0:
            print(f"epoch {epoch} iter {it} cls_loss {float(cls_loss):.4f} bnm_loss {float(bnm_loss):.4f}")
    pred = np.argmax(classifier(feature_extractor(xt)).numpy(), 1)
    print(f"epoch {epoch} target accuracy {np.mean(pred == yt):.4f}")
