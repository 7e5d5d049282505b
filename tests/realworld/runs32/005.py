# Speech fine-tuning port: the project keeps its own feature extractor (extra normalisation) and
# registers it with transformers' auto classes, like the original torch training repo did.
from transformers import AutoFeatureExtractor, Wav2Vec2Config, Wav2Vec2FeatureExtractor
import numpy as np

class ProjectFeatureExtractor(Wav2Vec2FeatureExtractor):
    def __call__(self, raw_speech, **kwargs):
        raw_speech = [np.clip(np.asarray(r, dtype=np.float32), -1.0, 1.0) for r in raw_speech]
        return super().__call__(raw_speech, **kwargs)

AutoFeatureExtractor.register(Wav2Vec2Config, ProjectFeatureExtractor)
fe = ProjectFeatureExtractor(sampling_rate=16000)
feats = fe([np.random.randn(16000)], sampling_rate=16000, return_tensors="np")
print(feats["input_values"].shape)
