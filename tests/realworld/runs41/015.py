# Mistake: chat-data preparation script written for transformers 4.3x builds prompts with
# transformers.Conversation (the conversational-pipeline container), which was removed from
# transformers before 4.57.1 (apply_chat_template on a list of messages replaces it).
from transformers import Conversation

def build_sample(turns):
    conv = Conversation()
    for role, text in turns:
        conv.add_message({"role": role, "content": text})
    return conv

sample = build_sample([("user", "What is MindSpore?"), ("assistant", "A deep learning framework.")])
print(sample)
