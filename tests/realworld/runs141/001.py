"""CRNN licence-plate OCR trained with CTC (ported from a PyTorch CRNN repo).

Images are 32x128 grayscale plate crops; labels are padded character index
sequences (max_label_len=20).  The PyTorch model used nn.CTCLoss; here we call
tf.nn.ctc_loss with sparse labels and blank as the last class.
"""
import string
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CHARS = string.digits + string.ascii_uppercase
NUM_CLASSES = len(CHARS) + 1           # + blank
IMG_H, IMG_W = 32, 128
MAX_LABEL_LEN = 20
BATCH = 16

rng = np.random.default_rng(0)


def synth_dataset(n):
    imgs = rng.random((n, IMG_H, IMG_W, 1), dtype=np.float32)
    lens = rng.integers(14, MAX_LABEL_LEN + 1, size=n)
    labels = np.zeros((n, MAX_LABEL_LEN), dtype=np.int32)
    for i, L in enumerate(lens):
        labels[i, :L] = rng.integers(1, len(CHARS) + 1, size=L)   # 0 = pad
    return imgs, labels, lens.astype(np.int32)


def build_crnn():
    inp = keras.Input((IMG_H, IMG_W, 1), name="image")
    x = inp
    for f in (32, 64, 128, 128):
        x = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
        x = layers.BatchNormalization()(x)
        x = layers.MaxPooling2D(2)(x)                # 4 x 2x2 pools: W 128 -> 8
    # (B, H', W', C) -> (B, W', H'*C): time axis is the image width
    x = layers.Permute((2, 1, 3))(x)
    x = layers.Reshape((x.shape[1], x.shape[2] * x.shape[3]))(x)
    x = layers.Bidirectional(layers.LSTM(128, return_sequences=True))(x)
    logits = layers.Dense(NUM_CLASSES, name="logits")(x)
    return keras.Model(inp, logits, name="crnn")


def ctc_loss(y_true, y_pred):
    y_true = tf.cast(y_true, tf.int32)
    label_len = tf.reduce_sum(tf.cast(y_true > 0, tf.int32), axis=1)
    logit_len = tf.fill([tf.shape(y_pred)[0]], tf.shape(y_pred)[1])
    # shift labels to 0..C-2 so the blank is the last class, as in the torch code
    sparse = tf.sparse.from_dense(y_true)
    sparse = tf.SparseTensor(sparse.indices, sparse.values - 1, sparse.dense_shape)
    loss = tf.nn.ctc_loss(labels=sparse, logits=y_pred, label_length=label_len,
                          logit_length=logit_len, logits_time_major=False,
                          blank_index=-1)
    return tf.reduce_mean(loss)


def main():
    x_train, y_train, _ = synth_dataset(256)
    x_val, y_val, _ = synth_dataset(64)
    model = build_crnn()
    model.summary()
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=ctc_loss)
    model.fit(x_train, y_train, validation_data=(x_val, y_val),
              batch_size=BATCH, epochs=5, verbose=2)
    model.save("crnn_plates.keras")


if __name__ == "__main__":
    main()
