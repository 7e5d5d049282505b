# Custom training loop (ported from a PyTorch script using StepLR(step_size=1, gamma=0.5))
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)
N, D, C = 6000, 32, 5
X = np.random.normal(size=(N, D)).astype("float32")
W = np.random.normal(size=(D, C)).astype("float32")
y = np.argmax(X @ W + 0.5 * np.random.normal(size=(N, C)), axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(N).batch(64)

model = keras.Sequential([keras.Input(shape=(D,)), layers.Dense(128, activation="relu"), layers.Dense(C)])
# torch: StepLR(opt, step_size=1, gamma=0.5) -> halve the lr every epoch
lr = keras.optimizers.schedules.ExponentialDecay(1e-3, decay_steps=1, decay_rate=0.5, staircase=True)
opt = keras.optimizers.Adam(learning_rate=lr)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

step = 0
for epoch in range(6):
    acc.reset_state()
    losses = []
    for xb, yb in train:
        loss = train_step(xb, yb)
        losses.append(float(loss))
        step += 1
        if step % 30 == 0:
            print({"epoch": epoch, "step": step, "loss": round(float(loss), 4),
                   "lr": float(opt.learning_rate.numpy() if hasattr(opt.learning_rate, "numpy") else lr(step))})
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4), "train_acc": round(float(acc.result()), 4)})
