"""Keyword spotting on 1 s / 16 kHz clips: in-graph log-mel front end (custom layer around
tf.signal.stft) + small CNN. Mixed precision turned on as in the torch AMP recipe
(torch.autocast) to speed up training."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy().name)

SR, N_WORDS = 16000, 5
rng = np.random.default_rng(6)
y = rng.integers(0, N_WORDS, 320)
t = np.arange(SR) / SR
wave = np.stack([0.5 * np.sin(2 * np.pi * (300 + 200 * c) * t) for c in y]) + rng.normal(0, 0.1, (320, SR))
wave = wave.astype("float32")

class LogMelSpectrogram(layers.Layer):
    def __init__(self, n_fft=512, hop=160, n_mels=40, **kw):
        super().__init__(**kw)
        self.n_fft, self.hop, self.n_mels = n_fft, hop, n_mels
        self.mel = tf.signal.linear_to_mel_weight_matrix(n_mels, n_fft // 2 + 1, SR, 20.0, 7600.0)
    def call(self, audio):
        stft = tf.signal.stft(audio, frame_length=400, frame_step=self.hop, fft_length=self.n_fft)
        power = tf.math.square(tf.abs(stft))
        mel = tf.tensordot(power, tf.cast(self.mel, power.dtype), 1)
        return tf.math.log(mel + 1e-6)[..., None]

inp = keras.Input((SR,))
h = LogMelSpectrogram(name="logmel")(inp)
h = layers.Conv2D(16, 3, activation="relu")(h)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(32, 3, activation="relu")(h)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(N_WORDS, activation="softmax", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(wave, y, batch_size=32, epochs=3, validation_split=0.2, verbose=2)
