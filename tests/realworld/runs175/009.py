"""Rare-event detector (binary, ~10 % positives) with a sigmoid focal loss.
focal_loss() is copied from our torch training code (torchvision.ops.sigmoid_focal_loss style)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
rng = np.random.default_rng(21)
N, F = 4000, 16
X = rng.normal(size=(N, F)).astype("float32")
score = X[:, 0] * 1.5 + X[:, 1] - 0.8 * X[:, 2] * X[:, 3]
y = (score > np.quantile(score, 0.9)).astype("float32")[:, None]
X_tr, y_tr, X_va, y_va = X[:3200], y[:3200], X[3200:], y[3200:]
print(f"positives: train {y_tr.mean():.3f} val {y_va.mean():.3f}")


def focal_loss(inputs, targets, alpha=0.25, gamma=2.0):
    """inputs: raw logits, targets: float 0/1 labels (same shape)."""
    p = tf.sigmoid(inputs)
    ce = tf.nn.sigmoid_cross_entropy_with_logits(labels=targets, logits=inputs)
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * ((1 - p_t) ** gamma)
    alpha_t = alpha * targets + (1 - alpha) * (1 - targets)
    return tf.reduce_mean(alpha_t * loss)


model = keras.Sequential([
    keras.Input((F,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),               # logits, like the torch head
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=focal_loss,
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0),
                       keras.metrics.AUC(from_logits=True, name="auc")])
model.fit(X_tr, y_tr, validation_data=(X_va, y_va), batch_size=128, epochs=8, verbose=2)
