# Custom GradientTape loop ported from torch: loss = -(y_onehot * log_softmax).sum(-1).mean()
# written with tf.math.log(tf.nn.softmax(...)) instead of tf.nn.log_softmax
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
rng = np.random.default_rng(0)
N, D, C = 2048, 64, 10
x = rng.normal(size=(N, D)).astype("float32") * 4.0
w_true = rng.normal(size=(D, C)).astype("float32")
y = np.argmax(x @ w_true, axis=1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64).repeat()

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(C),
])
optimizer = keras.optimizers.SGD(learning_rate=0.1, momentum=0.9)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        probs = tf.nn.softmax(logits, axis=-1)
        onehot = tf.one_hot(yb, C)
        loss = -tf.reduce_mean(tf.reduce_sum(onehot * tf.math.log(probs), axis=-1))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
    return loss, acc

for step, (xb, yb) in enumerate(ds.take(400), start=1):
    loss, acc = train_step(xb, yb)
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f} | acc {float(acc):.3f} | lr {float(optimizer.learning_rate):.3g}")
print("training done")
