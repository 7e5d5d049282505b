# Port of a PyTorch training loop with gradient clipping + early "skip bad batch" logic.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(2)
N = 1024
x = rng.normal(size=(N, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=0).batch(64)
model = keras.Sequential([keras.Input((32,)), layers.Dense(128, activation="gelu"),
                          layers.Dropout(0.1), layers.Dense(2)])
opt = keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
max_loss = 50.0
@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    loss_value = loss.numpy()
    if loss_value > max_loss:
        return loss_value
    grads = tape.gradient(loss, model.trainable_variables)
    grads, _ = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss_value
print("starting training, steps/epoch =", len(ds))
for epoch in range(3):
    running = 0.0
    for step, (xb, yb) in enumerate(ds):
        running += train_step(xb, yb)
    print(f"epoch {epoch} mean loss {running / (step + 1):.4f}")
