# Log-mel front end for keyword spotting; wav decoded as int16 PCM with scipy-like reader
import numpy as np
import tensorflow as tf

sr = 16000
pcm = (np.sin(2 * np.pi * 440 * np.arange(sr) / sr) * 12000).astype(np.int16)  # 1 s clip as read from disk
wave = tf.constant(pcm)
stft = tf.signal.stft(wave, frame_length=400, frame_step=160, fft_length=512)
spec = tf.abs(stft)
mel_w = tf.signal.linear_to_mel_weight_matrix(40, 257, sr, 20.0, 7600.0)
logmel = tf.math.log(tf.tensordot(spec, mel_w, 1) + 1e-6)
print(logmel.shape)
