# Small CNN on 28x28 grayscale images, ported from a PyTorch script
# (transforms.ToTensor() + model ending in softmax + nll on log-probs) to a GradientTape loop.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
N, NUM_CLASSES, BATCH = 6000, 10, 64

# synthetic "digits": class-dependent blobs on a uint8 canvas
rng = np.random.default_rng(7)
labels = rng.integers(0, NUM_CLASSES, size=N).astype("int32")
images = rng.integers(0, 60, size=(N, 28, 28, 1)).astype("uint8")
for i, c in enumerate(labels):
    r, col = divmod(int(c), 5)
    images[i, 4 + r * 12: 12 + r * 12, 2 + col * 5: 6 + col * 5, 0] = 230


def preprocess(img, label):
    img = tf.cast(img, tf.float32)
    return img, label


train_ds = (tf.data.Dataset.from_tensor_slices((images, labels))
            .shuffle(N).map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(BATCH, drop_remainder=True).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(64, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Flatten(),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(NUM_CLASSES, activation="softmax"),
])
optimizer = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        probs = model(x, training=True)
        log_probs = tf.math.log(probs)
        loss = -tf.reduce_mean(tf.gather(log_probs, y, batch_dims=1))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, probs)
    return loss


for epoch in range(3):
    acc.reset_state()
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.numpy():.4f} acc {acc.result().numpy():.4f}")
    print(f"epoch {epoch} done: train_acc {acc.result().numpy():.4f}")
