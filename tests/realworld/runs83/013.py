# Ordinal-regression head with a numpy-based label smoothing step; eager GradientTape loop
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype("float32")
y = np.digitize(X[:, 0] + 0.5 * X[:, 1], [-1.0, 0.0, 1.0]).astype("int32")   # 4 ordered classes
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024, seed=0).batch(64)

model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(4)])
opt = keras.optimizers.SGD(0.1)

def ordinal_softmax(logits):
    # smooth neighbouring classes, ported from the numpy prototype
    p = np.exp(logits.numpy() - logits.numpy().max(-1, keepdims=True))
    p = p / p.sum(-1, keepdims=True)
    p = 0.8 * p + 0.1 * np.roll(p, 1, axis=-1) + 0.1 * np.roll(p, -1, axis=-1)
    return tf.convert_to_tensor(p, dtype=tf.float32)

for epoch in range(8):
    losses, correct = [], 0
    for xb, yb in ds:
        with tf.GradientTape() as tape:
            probs = ordinal_softmax(model(xb, training=True))
            loss = tf.reduce_mean(keras.losses.sparse_categorical_crossentropy(yb, probs))
        grads = tape.gradient(loss, model.trainable_variables)
        # some heads are unused for some batches -> treat missing grads as zero (like torch's None grads)
        grads = [tf.zeros_like(v) if g is None else g for g, v in zip(grads, model.trainable_variables)]
        opt.apply_gradients(zip(grads, model.trainable_variables))
        losses.append(float(loss))
        correct += int(tf.reduce_sum(tf.cast(tf.argmax(probs, -1, output_type=tf.int32) == yb, tf.int32)))
    print(f"epoch {epoch} loss {np.mean(losses):.4f} acc {correct / len(X):.3f}")
