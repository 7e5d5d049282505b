# Port of torch.nn.CrossEntropyLoss(weight=class_weights) to a TF custom training loop
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(1)
feats = rng.normal(size=(1024, 32)).astype("float32")
target = (feats[:, :4].sum(1) > 1.0).astype("int64")
counts = np.bincount(target, minlength=2)
class_weights = counts.sum() / (2.0 * counts)   # same as sklearn 'balanced'
print("class counts", counts.tolist(), "class weights", class_weights.round(3).tolist())
ds = tf.data.Dataset.from_tensor_slices((feats, target)).shuffle(1024).batch(128)

model = keras.Sequential([layers.Dense(64, activation="gelu"), layers.Dense(64, activation="gelu"), layers.Dense(2)])
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01)
cw = tf.constant(class_weights)

def weighted_ce(labels, logits):
    per_example = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    w = tf.gather(cw, labels)
    return tf.reduce_sum(per_example * w) / tf.reduce_sum(w)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = weighted_ce(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
