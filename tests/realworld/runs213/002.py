# Custom training loop ported from a PyTorch loop (loss.backward(); optimizer.step()) to GradientTape.
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
np.random.seed(0)

N, D, C, BATCH = 4096, 32, 10, 64
x = np.random.randn(N, D).astype("float32")
w_true = np.random.randn(D, C).astype("float32")
y = np.argmax(x @ w_true, axis=1).astype("int32")

train_ds = (
    tf.data.Dataset.from_tensor_slices((x, y))
    .shuffle(N, seed=0)
    .batch(BATCH, drop_remainder=True)
    .prefetch(tf.data.AUTOTUNE)
)


class MLP(keras.Model):
    def __init__(self, hidden=128, num_classes=C):
        super().__init__()
        self.fc1 = keras.layers.Dense(hidden, activation="relu")
        self.drop = keras.layers.Dropout(0.1)
        self.fc2 = keras.layers.Dense(num_classes)

    def call(self, x, training=False):
        return self.fc2(self.drop(self.fc1(x), training=training))


model = MLP()
optimizer = keras.optimizers.Adam(learning_rate=1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
max_grad_norm = 1.0
history = []


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, grad_norm = tf.clip_by_global_norm(grads, max_grad_norm)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy())
    return loss, grad_norm


for epoch in range(3):
    for step, (xb, yb) in enumerate(train_ds):
        loss, grad_norm = train_step(xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(grad_norm):.3f}")
    print(f"epoch {epoch} mean loss {np.mean(history[-64:]):.4f}")
