"""Fraud detection (1% positives) with a focal loss translated from the PyTorch training script.
torch: p = torch.sigmoid(logits); loss = -alpha*(1-p)**gamma*y*log(p) - (1-alpha)*p**gamma*(1-y)*log(1-p)"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
rng = np.random.default_rng(21)
n, d = 20000, 30
X = rng.normal(size=(n, d)).astype("float32")
score = X[:, 0] * 2.5 + X[:, 1] * 1.5 - X[:, 2] * 2.0
y = (score > np.quantile(score, 0.99)).astype("float32")[:, None]
X[:, :3] *= 8.0          # amount / velocity features come in large units
print(f"train samples={n} fraud_rate={y.mean():.4f}")


def focal_loss(alpha=0.25, gamma=2.0):
    def loss(y_true, y_pred):
        p = y_pred
        pos = -alpha * tf.pow(1.0 - p, gamma) * y_true * tf.math.log(p)
        neg = -(1.0 - alpha) * tf.pow(p, gamma) * (1.0 - y_true) * tf.math.log(1.0 - p)
        return tf.reduce_mean(pos + neg)
    return loss


model = keras.Sequential([
    keras.Input((d,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-2), loss=focal_loss(),
              metrics=[keras.metrics.AUC(name="auc"), keras.metrics.Recall(name="recall")])
model.fit(X[:16000], y[:16000], validation_data=(X[16000:], y[16000:]), batch_size=256, epochs=8, verbose=2)
