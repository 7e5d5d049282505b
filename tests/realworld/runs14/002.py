# Sentiment classifier config written by hand for a converted checkpoint; the label names were typed into
# config.json as a list (the way the dataset card lists them) and loaded with AutoConfig.
import json, os
from transformers import AutoConfig

os.makedirs("checkpoints/sentiment-tiny", exist_ok=True)
config = {
    "architectures": ["BertForSequenceClassification"],
    "model_type": "bert",
    "hidden_size": 128,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "intermediate_size": 512,
    "vocab_size": 8000,
    "max_position_embeddings": 256,
    "problem_type": "single_label_classification",
    "id2label": ["negative", "neutral", "positive"],
    "label2id": {"negative": 0, "neutral": 1, "positive": 2},
}
with open("checkpoints/sentiment-tiny/config.json", "w") as f:
    json.dump(config, f, indent=2)

cfg = AutoConfig.from_pretrained("checkpoints/sentiment-tiny")
print("labels:", cfg.id2label)
