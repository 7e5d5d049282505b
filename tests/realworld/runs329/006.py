"""Imbalanced image classification with mixed precision and a class-weighted loss in a custom loop."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(6)
keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(6)

NUM_CLASSES = 3
PRIORS = np.array([0.7, 0.2, 0.1])
N = 3000
y = rng.choice(NUM_CLASSES, size=N, p=PRIORS).astype("int32")
x = rng.normal(size=(N, 24, 24, 3)).astype("float32")
x[np.arange(N), :, :, y] += 0.8

counts = np.bincount(y, minlength=NUM_CLASSES)
class_weights = tf.constant(N / (NUM_CLASSES * counts), dtype=tf.float32)
print("class counts:", counts.tolist(), "weights:", np.round(class_weights.numpy(), 3).tolist())

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64).prefetch(2)

model = keras.Sequential([
    keras.Input((24, 24, 3)),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.BatchNormalization(),
    keras.layers.Conv2D(32, 3, strides=2, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(NUM_CLASSES),
])
print("compute dtype:", model.layers[0].compute_dtype, "variable dtype:", model.layers[0].variable_dtype)
optimizer = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))


def weighted_ce(labels, logits):
    # torch: F.cross_entropy(logits, labels, weight=class_weights)
    per_example = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    w = tf.gather(class_weights, labels)
    return tf.reduce_sum(per_example * w) / tf.reduce_sum(w)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = weighted_ce(yb, logits)
        scaled = optimizer.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
