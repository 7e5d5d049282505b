"""Flowers classifier with a hand-written focal loss (ported from a torch implementation)."""
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/flowers"
train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, image_size=(64, 64), batch_size=16, label_mode="int", seed=11)

def focal_loss(y_true, y_pred, gamma=2.0, alpha=0.25):
    # y_true: class index per sample, y_pred: softmax probs  (torch: F.cross_entropy(..., reduction="none"))
    y_pred = tf.clip_by_value(y_pred, 1e-7, 1.0 - 1e-7)
    p_t = tf.gather(y_pred, y_true, batch_dims=1)
    weight = alpha * tf.pow(1.0 - p_t, gamma)
    ce = -tf.math.log(p_t)
    return weight * ce

model = keras.Sequential([
    keras.Input((64, 64, 3)), layers.Rescaling(1 / 255.0),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3, activation="softmax"),
])
model.compile(optimizer="adam", loss=focal_loss, metrics=["accuracy"])
model.fit(train_ds, epochs=3, verbose=2)
