"""Multi-label product tagging (8 tags) from raw catalogue features.
Loss ported 1:1 from the PyTorch training script (BCE written out by hand)."""
import numpy as np
import keras
from keras import layers, ops

rng = np.random.default_rng(11)
N, F, TAGS = 6000, 20, 8
# raw catalogue columns: price (cents), weight (g), stock count, dims (mm), ... (not standardised)
scales = np.array([5e4, 2e3, 300, 400, 400, 400] + [1.0] * (F - 6), dtype="float32")
x = (rng.lognormal(mean=0.0, sigma=1.0, size=(N, F)) * scales).astype("float32")
w_true = rng.normal(size=(F, TAGS)).astype("float32")
y = ((np.log1p(x) @ w_true + rng.normal(size=(N, TAGS))) > 0).astype("float32")


def bce_loss(y_true, y_pred):
    # torch: -(y * log(p) + (1 - y) * log(1 - p)).mean()
    return -ops.mean(y_true * ops.log(y_pred) + (1.0 - y_true) * ops.log(1.0 - y_pred))


class Tagger(keras.Model):
    def __init__(self, tags, hidden=128, **kw):
        super().__init__(**kw)
        self.fc1 = layers.Dense(hidden, activation="relu")
        self.fc2 = layers.Dense(hidden, activation="relu")
        self.drop = layers.Dropout(0.1)
        self.out = layers.Dense(tags, activation="sigmoid")

    def call(self, x, training=False):
        h = self.fc1(x)
        h = self.drop(self.fc2(h), training=training)
        return self.out(h)


model = Tagger(TAGS, name="tagger")
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-3), loss=bce_loss,
              metrics=[keras.metrics.BinaryAccuracy(name="bin_acc"), keras.metrics.AUC(multi_label=True, name="auc")])
model.fit(x, y, batch_size=128, epochs=6, validation_split=0.1, verbose=2)
model.save_weights("/home/user/project/tagger.weights.h5")
print("weights saved to /home/user/project/tagger.weights.h5")
